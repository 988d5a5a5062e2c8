// dolphin_fifo: synchronous FIFO with register-based storage (no SRAM macro).
// Parameters: WIDTH = data bits (default 8), DEPTH = entries, a power of two (default 8).
// Ports: wr_en/wdata push, rd_en pops into the registered rdata output, full, empty, count.
// A push while full or a pop while empty is ignored. Asynchronous active-low reset.
module dolphin_fifo #(
    parameter WIDTH = 8,
    parameter DEPTH = 8
) (
    input                        clk,
    input                        rst_n,
    input                        wr_en,
    input      [WIDTH-1:0]       wdata,
    input                        rd_en,
    output reg [WIDTH-1:0]       rdata,
    output                       full,
    output                       empty,
    output reg [$clog2(DEPTH):0] count
);
    localparam AW = $clog2(DEPTH);

    reg [WIDTH-1:0] mem [0:DEPTH-1];
    reg [AW-1:0]    wptr, rptr;

    wire do_wr = wr_en && !full;
    wire do_rd = rd_en && !empty;

    assign full  = (count == DEPTH);
    assign empty = (count == 0);

    // storage has no reset
    always @(posedge clk)
        if (do_wr)
            mem[wptr] <= wdata;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            wptr  <= {AW{1'b0}};
            rptr  <= {AW{1'b0}};
            count <= 0;
            rdata <= {WIDTH{1'b0}};
        end else begin
            if (do_wr)
                wptr <= wptr + 1'b1;
            if (do_rd) begin
                rdata <= mem[rptr];
                rptr  <= rptr + 1'b1;
            end
            case ({do_wr, do_rd})
                2'b10:   count <= count + 1'b1;
                2'b01:   count <= count - 1'b1;
                default: count <= count;
            endcase
        end
    end
endmodule
