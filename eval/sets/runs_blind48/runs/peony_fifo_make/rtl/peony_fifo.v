// peony_fifo: synchronous FIFO (single clock) with occupancy count and full/empty flags.
// Ports: clk, rst_n, wr_en, wr_data[WIDTH-1:0], rd_en -> rd_data (registered, valid the cycle after rd_en),
//        full, empty, count[AW:0]
// Parameters: WIDTH (data bits, default 8), DEPTH_LOG2 (default 3 -> 8 entries). Writes when full and
// reads when empty are ignored.
module peony_fifo #(
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
    output reg  [DEPTH_LOG2:0]   count
);
    localparam DEPTH = 1 << DEPTH_LOG2;
    reg [WIDTH-1:0]      mem [0:DEPTH-1];
    reg [DEPTH_LOG2-1:0] wptr, rptr;

    wire do_wr = wr_en && !full;
    wire do_rd = rd_en && !empty;

    assign full  = (count == DEPTH);
    assign empty = (count == 0);

    always @(posedge clk) begin
        if (do_wr)
            mem[wptr] <= wr_data;
    end

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            wptr    <= 0;
            rptr    <= 0;
            count   <= 0;
            rd_data <= 0;
        end else begin
            if (do_wr) wptr <= wptr + 1'b1;
            if (do_rd) begin
                rd_data <= mem[rptr];
                rptr    <= rptr + 1'b1;
            end
            case ({do_wr, do_rd})
                2'b10:   count <= count + 1'b1;
                2'b01:   count <= count - 1'b1;
                default: count <= count;
            endcase
        end
    end
endmodule
