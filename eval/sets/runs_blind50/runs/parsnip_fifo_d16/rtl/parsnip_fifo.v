// parsnip_fifo: synchronous first-word-fall-through FIFO with full/empty flags and a fill level.
// Ports: clk, rst, wr_en, wr_data, rd_en in; rd_data, full, empty, level out.
// Parameters: WIDTH (data bits, default 8), DEPTH (entries, power of two, default 8).
module parsnip_fifo #(
    parameter WIDTH = 8,
    parameter DEPTH = 8
) (
    input  wire                   clk,
    input  wire                   rst,
    input  wire                   wr_en,
    input  wire [WIDTH-1:0]       wr_data,
    input  wire                   rd_en,
    output wire [WIDTH-1:0]       rd_data,
    output wire                   full,
    output wire                   empty,
    output reg  [$clog2(DEPTH):0] level
);
    localparam AW = $clog2(DEPTH);

    reg [WIDTH-1:0] mem [0:DEPTH-1];
    reg [AW-1:0]    wr_ptr;
    reg [AW-1:0]    rd_ptr;

    wire do_wr = wr_en && !full;
    wire do_rd = rd_en && !empty;

    assign full    = (level == DEPTH);
    assign empty   = (level == 0);
    assign rd_data = mem[rd_ptr];

    always @(posedge clk) begin
        if (do_wr)
            mem[wr_ptr] <= wr_data;
    end

    always @(posedge clk) begin
        if (rst) begin
            wr_ptr <= 0;
            rd_ptr <= 0;
            level  <= 0;
        end else begin
            if (do_wr)
                wr_ptr <= wr_ptr + 1'b1;
            if (do_rd)
                rd_ptr <= rd_ptr + 1'b1;
            case ({do_wr, do_rd})
                2'b10:   level <= level + 1'b1;
                2'b01:   level <= level - 1'b1;
                default: level <= level;
            endcase
        end
    end
endmodule
