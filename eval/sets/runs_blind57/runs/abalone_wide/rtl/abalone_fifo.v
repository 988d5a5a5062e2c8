// abalone_fifo: synchronous FIFO, single clock, registered flags
// Parameters: WIDTH (data bits, default 8), DEPTH_LOG2 (log2 of entries, default 3 -> 8 entries)
// Ports: clk, rst_n (async low reset), wr_en/wr_data, rd_en/rd_data, full, empty, level
// Writes while full and reads while empty are ignored.
module abalone_fifo #(
    parameter WIDTH      = 8,
    parameter DEPTH_LOG2 = 3
) (
    input  wire                  clk,
    input  wire                  rst_n,
    input  wire                  wr_en,
    input  wire [WIDTH-1:0]      wr_data,
    input  wire                  rd_en,
    output reg  [WIDTH-1:0]      rd_data,
    output wire                  full,
    output wire                  empty,
    output wire [DEPTH_LOG2:0]   level
);
    localparam DEPTH = 1 << DEPTH_LOG2;

    reg [WIDTH-1:0]      mem [0:DEPTH-1];
    reg [DEPTH_LOG2:0]   wr_ptr;
    reg [DEPTH_LOG2:0]   rd_ptr;

    wire do_wr = wr_en && !full;
    wire do_rd = rd_en && !empty;

    assign level = wr_ptr - rd_ptr;
    assign empty = (wr_ptr == rd_ptr);
    assign full  = (wr_ptr[DEPTH_LOG2] != rd_ptr[DEPTH_LOG2]) &&
                   (wr_ptr[DEPTH_LOG2-1:0] == rd_ptr[DEPTH_LOG2-1:0]);

    always @(posedge clk) begin
        if (do_wr)
            mem[wr_ptr[DEPTH_LOG2-1:0]] <= wr_data;
    end

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            wr_ptr  <= {(DEPTH_LOG2+1){1'b0}};
            rd_ptr  <= {(DEPTH_LOG2+1){1'b0}};
            rd_data <= {WIDTH{1'b0}};
        end else begin
            if (do_wr)
                wr_ptr <= wr_ptr + 1'b1;
            if (do_rd) begin
                rd_data <= mem[rd_ptr[DEPTH_LOG2-1:0]];
                rd_ptr  <= rd_ptr + 1'b1;
            end
        end
    end
endmodule
