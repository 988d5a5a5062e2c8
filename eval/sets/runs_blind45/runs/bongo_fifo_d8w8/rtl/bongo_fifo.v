// bongo_fifo: synchronous FIFO with registered flags
// Parameters: WIDTH (data width, default 8), DEPTH (entries, power of two, default 8)
// Ports: clk, rst (sync active-high), wr_en, din, rd_en -> dout, full, empty, level
// Writes when full and reads when empty are ignored.
module bongo_fifo #(
    parameter WIDTH = 8,
    parameter DEPTH = 8
) (
    input  wire                   clk,
    input  wire                   rst,
    input  wire                   wr_en,
    input  wire [WIDTH-1:0]       din,
    input  wire                   rd_en,
    output reg  [WIDTH-1:0]       dout,
    output wire                   full,
    output wire                   empty,
    output reg  [$clog2(DEPTH):0] level
);
    localparam AW = $clog2(DEPTH);

    reg [WIDTH-1:0] mem [0:DEPTH-1];
    reg [AW-1:0]    wptr, rptr;

    wire do_wr = wr_en && !full;
    wire do_rd = rd_en && !empty;

    assign full  = (level == DEPTH);
    assign empty = (level == 0);

    always @(posedge clk) begin
        if (do_wr)
            mem[wptr] <= din;
    end

    always @(posedge clk) begin
        if (rst) begin
            wptr  <= {AW{1'b0}};
            rptr  <= {AW{1'b0}};
            level <= 0;
            dout  <= {WIDTH{1'b0}};
        end else begin
            if (do_wr)
                wptr <= wptr + 1'b1;
            if (do_rd) begin
                dout <= mem[rptr];
                rptr <= rptr + 1'b1;
            end
            case ({do_wr, do_rd})
                2'b10:   level <= level + 1'b1;
                2'b01:   level <= level - 1'b1;
                default: level <= level;
            endcase
        end
    end
endmodule
