// haddock_fifo: synchronous FIFO, DEPTH x WIDTH (default 8 x 8), with full,
// empty and a level output. Read data is registered (one-cycle latency after rd).
module haddock_fifo #(
    parameter WIDTH = 8,
    parameter DEPTH = 8,
    parameter AW = 3
) (
    input  wire             clk,
    input  wire             rst,
    input  wire             wr,
    input  wire [WIDTH-1:0] wdata,
    input  wire             rd,
    output reg  [WIDTH-1:0] rdata,
    output wire             full,
    output wire             empty,
    output reg  [AW:0]      level
);
    reg [WIDTH-1:0] mem [0:DEPTH-1];
    reg [AW-1:0] wp, rp;
    wire do_wr = wr && !full;
    wire do_rd = rd && !empty;

    assign full  = (level == DEPTH);
    assign empty = (level == 0);

    always @(posedge clk) begin
        if (rst) begin
            wp <= 0; rp <= 0; level <= 0; rdata <= 0;
        end else begin
            if (do_wr) begin
                mem[wp] <= wdata;
                wp <= wp + 1'b1;
            end
            if (do_rd) begin
                rdata <= mem[rp];
                rp <= rp + 1'b1;
            end
            case ({do_wr, do_rd})
                2'b10: level <= level + 1'b1;
                2'b01: level <= level - 1'b1;
                default: level <= level;
            endcase
        end
    end
endmodule
