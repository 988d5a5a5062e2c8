// nebula_counter: loadable up/down counter with terminal-count flag
// Parameter WIDTH sets the counter width (default 8).
// Ports: clk, rst_n (async low reset), en, up, load, din, q, tc
module nebula_counter #(
    parameter WIDTH = 8
) (
    input  wire             clk,
    input  wire             rst_n,
    input  wire             en,
    input  wire             up,
    input  wire             load,
    input  wire [WIDTH-1:0] din,
    output reg  [WIDTH-1:0] q,
    output wire             tc
);
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n)
            q <= {WIDTH{1'b0}};
        else if (load)
            q <= din;
        else if (en) begin
            if (up) q <= q + 1'b1;
            else    q <= q - 1'b1;
        end
    end
    assign tc = up ? (&q) : ~(|q);
endmodule
