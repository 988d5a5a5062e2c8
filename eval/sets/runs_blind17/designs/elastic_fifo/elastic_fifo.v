// elastic_fifo: synchronous FIFO with registered read data and
// almost-full / almost-empty flags. DEPTH must be a power of two.
module elastic_fifo #(
    parameter WIDTH = 12,
    parameter DEPTH = 8,
    parameter AW    = 3,
    parameter AF_TH = 6,
    parameter AE_TH = 2
) (
    input  wire             clk,
    input  wire             srst,
    input  wire             wr_en,
    input  wire [WIDTH-1:0] wr_data,
    input  wire             rd_en,
    output reg  [WIDTH-1:0] rd_data,
    output wire             full,
    output wire             empty,
    output wire             almost_full,
    output wire             almost_empty,
    output reg              overflow
);
    reg [WIDTH-1:0] mem [0:DEPTH-1];
    reg [AW:0]      wptr, rptr;
    wire [AW:0]     level = wptr - rptr;

    assign full         = (level == DEPTH);
    assign empty        = (level == 0);
    assign almost_full  = (level >= AF_TH);
    assign almost_empty = (level <= AE_TH);

    wire do_wr = wr_en & ~full;
    wire do_rd = rd_en & ~empty;

    always @(posedge clk) begin
        if (do_wr)
            mem[wptr[AW-1:0]] <= wr_data;
    end

    always @(posedge clk) begin
        if (srst) begin
            wptr     <= 0;
            rptr     <= 0;
            rd_data  <= {WIDTH{1'b0}};
            overflow <= 1'b0;
        end else begin
            if (do_wr)
                wptr <= wptr + 1'b1;
            if (do_rd) begin
                rd_data <= mem[rptr[AW-1:0]];
                rptr    <= rptr + 1'b1;
            end
            if (wr_en & full)
                overflow <= 1'b1;
        end
    end
endmodule
