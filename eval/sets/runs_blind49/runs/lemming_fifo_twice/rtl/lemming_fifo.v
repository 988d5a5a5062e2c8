// lemming_fifo: synchronous FIFO, single clock, first-word-fall-through off (registered read data)
// Parameters: WIDTH = data width, DEPTH = number of entries (power of two).
// Flags: full, empty, almost_full (DEPTH-2 entries or more), and an overflow sticky bit
// set when wr_en arrives while full (cleared by rst).
module lemming_fifo #(
    parameter WIDTH = 8,
    parameter DEPTH = 8
) (
    input  wire             clk,
    input  wire             rst,
    input  wire             wr_en,
    input  wire [WIDTH-1:0] wr_data,
    input  wire             rd_en,
    output reg  [WIDTH-1:0] rd_data,
    output wire             full,
    output wire             empty,
    output wire             almost_full,
    output reg              overflow
);
    localparam AW = $clog2(DEPTH);

    reg [WIDTH-1:0] mem [0:DEPTH-1];
    reg [AW:0]      wr_ptr, rd_ptr;
    wire [AW:0]     level = wr_ptr - rd_ptr;

    assign empty       = (wr_ptr == rd_ptr);
    assign full        = (wr_ptr[AW] != rd_ptr[AW]) && (wr_ptr[AW-1:0] == rd_ptr[AW-1:0]);
    assign almost_full = (level >= DEPTH - 2);

    always @(posedge clk) begin
        if (wr_en && !full)
            mem[wr_ptr[AW-1:0]] <= wr_data;
    end

    always @(posedge clk) begin
        if (rst) begin
            wr_ptr   <= {(AW+1){1'b0}};
            rd_ptr   <= {(AW+1){1'b0}};
            rd_data  <= {WIDTH{1'b0}};
            overflow <= 1'b0;
        end else begin
            if (wr_en && !full)
                wr_ptr <= wr_ptr + 1'b1;
            if (wr_en && full)
                overflow <= 1'b1;
            if (rd_en && !empty) begin
                rd_data <= mem[rd_ptr[AW-1:0]];
                rd_ptr  <= rd_ptr + 1'b1;
            end
        end
    end
endmodule
