// binturong_fifo: synchronous FIFO, single clock, first-word-fall-through off (registered read data).
// Parameters: DW data width (default 8), AW address width (depth = 2**AW, default 3 -> 8 entries).
// Ports: clk, rst (sync, active high), wr_en/wr_data, rd_en/rd_data, full, empty, level.
// Writes when full and reads when empty are ignored; an overflow/underflow sticky flag is kept.
module binturong_fifo #(
    parameter DW = 8,
    parameter AW = 3
) (
    input  wire          clk,
    input  wire          rst,
    input  wire          wr_en,
    input  wire [DW-1:0] wr_data,
    input  wire          rd_en,
    output reg  [DW-1:0] rd_data,
    output wire          full,
    output wire          empty,
    output wire [AW:0]   level,
    output reg           ovf,
    output reg           udf
);
    localparam DEPTH = 1 << AW;

    reg [DW-1:0] mem [0:DEPTH-1];
    reg [AW:0]   wptr, rptr;

    wire do_wr = wr_en && !full;
    wire do_rd = rd_en && !empty;

    assign level = wptr - rptr;
    assign empty = (wptr == rptr);
    assign full  = (wptr[AW] != rptr[AW]) && (wptr[AW-1:0] == rptr[AW-1:0]);

    always @(posedge clk) begin
        if (do_wr)
            mem[wptr[AW-1:0]] <= wr_data;
    end

    always @(posedge clk) begin
        if (rst) begin
            wptr    <= 0;
            rptr    <= 0;
            rd_data <= {DW{1'b0}};
            ovf     <= 1'b0;
            udf     <= 1'b0;
        end else begin
            if (do_wr)
                wptr <= wptr + 1'b1;
            if (do_rd) begin
                rd_data <= mem[rptr[AW-1:0]];
                rptr    <= rptr + 1'b1;
            end
            if (wr_en && full)
                ovf <= 1'b1;
            if (rd_en && empty)
                udf <= 1'b1;
        end
    end
endmodule
