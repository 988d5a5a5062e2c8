// teasel_fifo: synchronous FIFO with first-word fall-through read, full/empty flags and level count
// Parameters: WIDTH data bits, DEPTH_LOG2 (depth = 2**DEPTH_LOG2 entries, default 8)
module teasel_fifo #(
    parameter WIDTH      = 8,
    parameter DEPTH_LOG2 = 3
) (
    input  wire                clk,
    input  wire                rst,
    input  wire                wr_en,
    input  wire [WIDTH-1:0]    wr_data,
    input  wire                rd_en,
    output wire [WIDTH-1:0]    rd_data,
    output wire                full,
    output wire                empty,
    output reg  [DEPTH_LOG2:0] level
);
    localparam DEPTH = 1 << DEPTH_LOG2;

    reg [WIDTH-1:0]      mem [0:DEPTH-1];
    reg [DEPTH_LOG2-1:0] wptr, rptr;

    wire do_wr = wr_en && !full;
    wire do_rd = rd_en && !empty;

    assign full    = (level == DEPTH);
    assign empty   = (level == 0);
    assign rd_data = mem[rptr];

    always @(posedge clk) begin
        if (do_wr)
            mem[wptr] <= wr_data;
    end

    always @(posedge clk) begin
        if (rst) begin
            wptr  <= 0;
            rptr  <= 0;
            level <= 0;
        end else begin
            if (do_wr) wptr <= wptr + 1'b1;
            if (do_rd) rptr <= rptr + 1'b1;
            case ({do_wr, do_rd})
                2'b10:   level <= level + 1'b1;
                2'b01:   level <= level - 1'b1;
                default: level <= level;
            endcase
        end
    end
endmodule
