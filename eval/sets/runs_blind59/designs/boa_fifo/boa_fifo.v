// boa_fifo: synchronous FIFO, WIDTH x DEPTH (DEPTH a power of two), with full/empty flags
// parameters: WIDTH (default 8), AW address width (default 2, i.e. 4 entries)
module boa_fifo #(parameter WIDTH = 8, parameter AW = 2) (
    input  wire             clk,
    input  wire             rst,
    input  wire             wr_en,
    input  wire             rd_en,
    input  wire [WIDTH-1:0] din,
    output wire [WIDTH-1:0] dout,
    output wire             full,
    output wire             empty
);
    reg [WIDTH-1:0] mem [0:(1<<AW)-1];
    reg [AW:0] wp, rp;
    assign empty = (wp == rp);
    assign full  = (wp[AW] != rp[AW]) && (wp[AW-1:0] == rp[AW-1:0]);
    assign dout  = mem[rp[AW-1:0]];
    always @(posedge clk) begin
        if (rst) begin
            wp <= 0; rp <= 0;
        end else begin
            if (wr_en && !full) begin
                mem[wp[AW-1:0]] <= din;
                wp <= wp + 1'b1;
            end
            if (rd_en && !empty)
                rp <= rp + 1'b1;
        end
    end
endmodule
