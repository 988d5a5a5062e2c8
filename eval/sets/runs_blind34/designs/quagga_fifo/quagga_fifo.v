// quagga_fifo: synchronous FIFO, 16 x 8 bit, registered read port, full/empty/level outputs
module quagga_fifo #(
    parameter DW = 8,
    parameter AW = 4
) (
    input  wire          clk,
    input  wire          rst,
    input  wire          wr_en,
    input  wire [DW-1:0] wr_data,
    input  wire          rd_en,
    output reg  [DW-1:0] rd_data,
    output wire          full,
    output wire          empty,
    output wire [AW:0]   level
);
    reg [DW-1:0] mem [0:(1<<AW)-1];
    reg [AW:0]   wptr, rptr;

    assign level = wptr - rptr;
    assign empty = (wptr == rptr);
    assign full  = (wptr[AW] != rptr[AW]) && (wptr[AW-1:0] == rptr[AW-1:0]);

    always @(posedge clk) begin
        if (wr_en && !full)
            mem[wptr[AW-1:0]] <= wr_data;
    end

    always @(posedge clk) begin
        if (rst) begin
            wptr    <= 0;
            rptr    <= 0;
            rd_data <= 0;
        end else begin
            if (wr_en && !full)
                wptr <= wptr + 1'b1;
            if (rd_en && !empty) begin
                rd_data <= mem[rptr[AW-1:0]];
                rptr    <= rptr + 1'b1;
            end
        end
    end
endmodule
