// pudu_gray: Gray-code counter with binary output and terminal-count flag
// Parameters: W (width, default 6)
// Ports: clk, rst, inc -> gray, bin, tc
module pudu_gray #(
    parameter W = 6
) (
    input  wire         clk,
    input  wire         rst,
    input  wire         inc,
    output reg  [W-1:0] gray,
    output wire [W-1:0] bin,
    output wire         tc
);
    reg  [W-1:0] b;
    wire [W-1:0] b_next = b + 1'b1;

    always @(posedge clk) begin
        if (rst) begin
            b    <= {W{1'b0}};
            gray <= {W{1'b0}};
        end else if (inc) begin
            b    <= b_next;
            gray <= b_next ^ (b_next >> 1);
        end
    end

    assign bin = b;
    assign tc  = &b;
endmodule
