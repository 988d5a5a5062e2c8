// pheasant_gcd: iterative greatest-common-divisor unit (subtract-and-swap, 16 bits).
// Handshake: pulse start with a/b loaded; done rises for one cycle with the result.
// Ports: clk, rst, start, a[15:0], b[15:0], result[15:0], busy, done.
module pheasant_gcd (
    input  wire        clk,
    input  wire        rst,
    input  wire        start,
    input  wire [15:0] a,
    input  wire [15:0] b,
    output reg  [15:0] result,
    output reg         busy,
    output reg         done
);
    reg [15:0] x, y;

    always @(posedge clk) begin
        if (rst) begin
            x      <= 16'd0;
            y      <= 16'd0;
            result <= 16'd0;
            busy   <= 1'b0;
            done   <= 1'b0;
        end else begin
            done <= 1'b0;
            if (!busy) begin
                if (start) begin
                    x    <= a;
                    y    <= b;
                    busy <= 1'b1;
                end
            end else if (y == 16'd0) begin
                result <= x;
                busy   <= 1'b0;
                done   <= 1'b1;
            end else if (x < y) begin
                x <= y;          // swap
                y <= x;
            end else begin
                x <= x - y;
            end
        end
    end
endmodule
