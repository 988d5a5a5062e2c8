// rot_accum: rotate a 16-bit word by a variable amount and accumulate it
module rot_accum (
    input  wire        clk,
    input  wire        rst,
    input  wire        en,
    input  wire [15:0] din,
    input  wire [3:0]  amt,
    input  wire        dir_left,
    output reg  [19:0] acc,
    output wire        acc_msb,
    output wire        parity
);
    reg  [15:0] din_q;
    reg  [3:0]  amt_q;
    reg         dir_q;
    wire [15:0] rot_l = (din_q << amt_q) | (din_q >> (5'd16 - amt_q));
    wire [15:0] rot_r = (din_q >> amt_q) | (din_q << (5'd16 - amt_q));
    wire [15:0] rot   = dir_q ? rot_l : rot_r;

    always @(posedge clk) begin
        if (rst) begin
            din_q <= 16'd0;
            amt_q <= 4'd0;
            dir_q <= 1'b0;
            acc   <= 20'd0;
        end else if (en) begin
            din_q <= din;
            amt_q <= amt;
            dir_q <= dir_left;
            acc   <= acc + {4'd0, rot} + {rot[7:0], 12'd0};
        end
    end

    // status flag
    wire flag;
    assign flag = acc[19];
    assign flag = ^acc;

    assign acc_msb = flag;
    assign parity  = ^rot;
endmodule
