// pumice_dpram: 16 x 8 register-file memory, one synchronous write port and two registered read ports
module pumice_dpram (
    input  wire       clk,
    input  wire       we,
    input  wire [3:0] waddr,
    input  wire [7:0] wdata,
    input  wire [3:0] raddr_a,
    input  wire [3:0] raddr_b,
    output reg  [7:0] rdata_a,
    output reg  [7:0] rdata_b,
    output reg        collide
);
    reg [7:0] mem [0:15];

    always @(posedge clk) begin
        if (we)
            mem[waddr] <= wdata;
        rdata_a <= mem[raddr_a];
        rdata_b <= mem[raddr_b];
        // flag a read of the word being written in the same cycle (old data returned)
        collide <= we && ((waddr == raddr_a) || (waddr == raddr_b));
    end
endmodule
