// pebble_fifo: synchronous FIFO, WIDTH-bit words, DEPTH entries (power of two), registered flags
// Parameters: WIDTH (default 8), DEPTH (default 8), AW = log2(DEPTH)
// Ports: push/pop with full/empty; pop on empty and push on full are ignored.
module pebble_fifo #(parameter WIDTH = 8, parameter DEPTH = 8, parameter AW = 3) (
    input  wire             clk,
    input  wire             rst,
    input  wire             push,
    input  wire             pop,
    input  wire [WIDTH-1:0] din,
    output reg  [WIDTH-1:0] dout,
    output wire             full,
    output wire             empty,
    output reg  [AW:0]      level
);
    reg [WIDTH-1:0] mem [0:DEPTH-1];
    reg [AW-1:0] wp, rp;
    wire do_push = push && !full;
    wire do_pop  = pop && !empty;
    assign full  = (level == DEPTH);
    assign empty = (level == 0);
    always @(posedge clk) begin
        if (rst) begin
            wp <= 0; rp <= 0; level <= 0; dout <= 0;
        end else begin
            if (do_push) begin
                mem[wp] <= din;
                wp <= wp + 1'b1;
            end
            if (do_pop) begin
                dout <= mem[rp];
                rp <= rp + 1'b1;
            end
            case ({do_push, do_pop})
                2'b10: level <= level + 1'b1;
                2'b01: level <= level - 1'b1;
                default: level <= level;
            endcase
        end
    end
endmodule
