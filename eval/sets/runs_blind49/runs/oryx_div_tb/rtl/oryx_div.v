// oryx_div: 8-bit unsigned sequential restoring divider (one quotient bit per clock)
// Ports: start pulses a new division of dividend by divisor; busy is high while iterating,
// done pulses for one cycle when quotient/remainder are valid. div_by_zero is flagged
// when divisor == 0 (quotient then reads all ones, remainder = dividend).
// Parameter: W = operand width (default 8).
module oryx_div #(
    parameter W = 8
) (
    input  wire         clk,
    input  wire         rst_n,
    input  wire         start,
    input  wire [W-1:0] dividend,
    input  wire [W-1:0] divisor,
    output reg  [W-1:0] quotient,
    output reg  [W-1:0] remainder,
    output reg          busy,
    output reg          done,
    output reg          div_by_zero
);
    localparam CW = $clog2(W + 1);
    localparam [CW-1:0] ITER = W;

    reg [W-1:0]  dvsr;
    reg [W-1:0]  q;
    reg [W:0]    r;        // one extra bit for the trial subtraction
    reg [CW-1:0] count;

    wire [W:0] trial = {r[W-1:0], q[W-1]} - {1'b0, dvsr};
    // negative trial: restore (keep shifted remainder) and shift in 0, else keep trial and shift in 1
    wire [W:0]   r_next = trial[W] ? {r[W-1:0], q[W-1]} : trial;
    wire [W-1:0] q_next = {q[W-2:0], ~trial[W]};

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            dvsr        <= {W{1'b0}};
            q           <= {W{1'b0}};
            r           <= {(W+1){1'b0}};
            count       <= {CW{1'b0}};
            quotient    <= {W{1'b0}};
            remainder   <= {W{1'b0}};
            busy        <= 1'b0;
            done        <= 1'b0;
            div_by_zero <= 1'b0;
        end else begin
            done <= 1'b0;
            if (start && !busy) begin
                if (divisor == {W{1'b0}}) begin
                    quotient    <= {W{1'b1}};
                    remainder   <= dividend;
                    div_by_zero <= 1'b1;
                    done        <= 1'b1;
                end else begin
                    dvsr        <= divisor;
                    q           <= dividend;
                    r           <= {(W+1){1'b0}};
                    count       <= ITER;
                    busy        <= 1'b1;
                    div_by_zero <= 1'b0;
                end
            end else if (busy) begin
                r     <= r_next;
                q     <= q_next;
                count <= count - 1'b1;
                if (count == 1) begin
                    // last iteration: publish the result
                    quotient  <= q_next;
                    remainder <= r_next[W-1:0];
                    busy      <= 1'b0;
                    done      <= 1'b1;
                end
            end
        end
    end
endmodule
