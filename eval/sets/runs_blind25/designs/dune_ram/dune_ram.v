// 32x8 single-port RAM with byte-wide write enable, registered read data and a parity bit per word.
module dune_ram (
    input  wire       clk,
    input  wire       we,
    input  wire       re,
    input  wire [4:0] addr,
    input  wire [7:0] wdata,
    output reg  [7:0] rdata,
    output reg        perr
);
    reg [8:0] store [0:31];
    reg [8:0] word_q;
    integer i;

    initial begin
        for (i = 0; i < 32; i = i + 1)
            store[i] = 9'd0;
    end

    always @(posedge clk) begin
        if (we)
            store[addr] <= {^wdata, wdata};
        if (re)
            word_q <= store[addr];
    end

    always @* begin
        rdata = word_q[7:0];
        perr  = word_q[8] ^ (^word_q[7:0]);
    end
endmodule
