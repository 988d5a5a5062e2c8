// nandina_fifo: synchronous FIFO, parameters WIDTH (data bits) and DEPTH (entries, power of two)
// ports: clk, rst, wr_en, wr_data, rd_en -> rd_data, full, empty, count
module nandina_fifo #(parameter WIDTH = 8, parameter DEPTH = 4, parameter AW = $clog2(DEPTH)) (
    input  wire             clk,
    input  wire             rst,
    input  wire             wr_en,
    input  wire [WIDTH-1:0] wr_data,
    input  wire             rd_en,
    output reg  [WIDTH-1:0] rd_data,
    output wire             full,
    output wire             empty,
    output reg  [AW:0]      count
);
    reg [WIDTH-1:0] mem [0:DEPTH-1];
    reg [AW-1:0] wptr, rptr;
    assign full  = (count == DEPTH);
    assign empty = (count == 0);
    wire do_wr = wr_en && !full;
    wire do_rd = rd_en && !empty;
    always @(posedge clk) begin
        if (rst) begin
            wptr <= 0; rptr <= 0; count <= 0; rd_data <= 0;
        end else begin
            if (do_wr) begin
                mem[wptr] <= wr_data;
                wptr <= wptr + 1'b1;
            end
            if (do_rd) begin
                rd_data <= mem[rptr];
                rptr <= rptr + 1'b1;
            end
            case ({do_wr, do_rd})
                2'b10: count <= count + 1'b1;
                2'b01: count <= count - 1'b1;
                default: count <= count;
            endcase
        end
    end
endmodule
