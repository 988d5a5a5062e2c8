// Registered 16-bit barrel rotator (left or right by 0..15).
module shifter16 (
    input  wire        clk,
    input  wire [15:0] d,
    input  wire [3:0]  amt,
    input  wire        dir_left,
    output reg  [15:0] q
);
    reg [15:0] d_q;
    reg [3:0]  amt_q;
    reg        dir_q;
    wire [31:0] dbl = {d_q, d_q};
    wire [15:0] rot_l = dbl[31 - amt_q -: 16];
    wire [15:0] rot_r = dbl[amt_q +: 16];
    always @(posedge clk) begin
        d_q   <= d;
        amt_q <= amt;
        dir_q <= dir_left;
        q     <= dir_q ? rot_l : rot_r;
    end
endmodule
