// 16 x 8 line buffer: one synchronous write port, one synchronous read
// port, plus a registered "read-during-write" bypass flag.
module line_buf_ram16 (
    input  wire       clk,
    input  wire       we,
    input  wire [3:0] waddr,
    input  wire [7:0] wdata,
    input  wire       re,
    input  wire [3:0] raddr,
    output reg  [7:0] rdata,
    output reg        rdw_hit
);
    reg [7:0] mem [0:15];

    always @(posedge clk) begin
        if (we)
            mem[waddr] <= wdata;
        if (re) begin
            rdata   <= mem[raddr];
            rdw_hit <= we && (waddr == raddr);
        end
    end
endmodule
