// tamarind_fifo: synchronous first-word-fall-through FIFO built from flip-flops.
// Parameters: WIDTH (data bits, default 8), DEPTH_LOG2 (log2 of entries, default 2 -> 4 entries).
// Ports: clk, rst (sync, active high), wr_en/wr_data, rd_en -> rd_data, full, empty, count.
module tamarind_fifo #(
    parameter WIDTH      = 8,
    parameter DEPTH_LOG2 = 2
) (
    input  wire                  clk,
    input  wire                  rst,
    input  wire                  wr_en,
    input  wire [WIDTH-1:0]      wr_data,
    input  wire                  rd_en,
    output wire [WIDTH-1:0]      rd_data,
    output wire                  full,
    output wire                  empty,
    output reg  [DEPTH_LOG2:0]   count
);
    localparam DEPTH = 1 << DEPTH_LOG2;

    reg [WIDTH-1:0]      mem [0:DEPTH-1];
    reg [DEPTH_LOG2-1:0] wr_ptr;
    reg [DEPTH_LOG2-1:0] rd_ptr;

    wire do_wr = wr_en && !full;
    wire do_rd = rd_en && !empty;

    assign full    = (count == DEPTH);
    assign empty   = (count == 0);
    assign rd_data = mem[rd_ptr];

    always @(posedge clk) begin
        if (do_wr)
            mem[wr_ptr] <= wr_data;
    end

    always @(posedge clk) begin
        if (rst) begin
            wr_ptr <= 0;
            rd_ptr <= 0;
            count  <= 0;
        end else begin
            if (do_wr) wr_ptr <= wr_ptr + 1'b1;
            if (do_rd) rd_ptr <= rd_ptr + 1'b1;
            case ({do_wr, do_rd})
                2'b10:   count <= count + 1'b1;
                2'b01:   count <= count - 1'b1;
                default: count <= count;
            endcase
        end
    end
endmodule
