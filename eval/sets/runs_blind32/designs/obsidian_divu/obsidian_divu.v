// obsidian_divu: sequential restoring unsigned divider, one quotient bit per clock, parameter W
module obsidian_divu #(parameter W = 8) (
    input  wire         clk,
    input  wire         rst,
    input  wire         start,
    input  wire [W-1:0] dividend,
    input  wire [W-1:0] divisor,
    output reg  [W-1:0] quotient,
    output reg  [W-1:0] remainder,
    output reg          done,
    output wire         div_by_zero
);
    reg [W-1:0] q, d;
    reg [W:0]   r;
    reg [$clog2(W+1)-1:0] n;
    reg busy;
    wire [W:0] trial = {r[W-1:0], q[W-1]} - {1'b0, d};

    assign div_by_zero = (d == {W{1'b0}}) && busy;

    always @(posedge clk) begin
        if (rst) begin
            busy <= 1'b0; done <= 1'b0; n <= 0;
            q <= 0; d <= 0; r <= 0; quotient <= 0; remainder <= 0;
        end else begin
            done <= 1'b0;
            if (start && !busy) begin
                q <= dividend; d <= divisor; r <= 0; n <= W; busy <= 1'b1;
            end else if (busy) begin
                if (trial[W]) begin
                    r <= {r[W-1:0], q[W-1]};
                    q <= {q[W-2:0], 1'b0};
                end else begin
                    r <= trial;
                    q <= {q[W-2:0], 1'b1};
                end
                n <= n - 1'b1;
                if (n == 1) begin
                    busy <= 1'b0;
                    done <= 1'b1;
                end
            end
            if (n == 0 && !busy && done) begin
                quotient  <= q;
                remainder <= r[W-1:0];
            end
        end
    end
endmodule
