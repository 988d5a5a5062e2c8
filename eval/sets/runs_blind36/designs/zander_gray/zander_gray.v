// zander_gray: N-bit Gray-code counter with binary shadow register, up/down control and terminal count flag.
// Parameter N (default 6). Ports: clk, rst_n, en, up -> gray[N-1:0], bin[N-1:0], tc.
module zander_gray #(
    parameter N = 6
) (
    input  wire         clk,
    input  wire         rst_n,
    input  wire         en,
    input  wire         up,
    output reg  [N-1:0] gray,
    output wire [N-1:0] bin,
    output wire         tc
);
    reg  [N-1:0] b;
    wire [N-1:0] b_next = up ? b + 1'b1 : b - 1'b1;

    assign bin = b;
    assign tc  = en && (up ? &b : ~|b);

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            b    <= {N{1'b0}};
            gray <= {N{1'b0}};
        end else if (en) begin
            b    <= b_next;
            gray <= b_next ^ (b_next >> 1);
        end
    end
endmodule
