// addax_divider: 8-bit unsigned restoring divider, one quotient bit per clock (8 cycles per division)
// Ports: start pulses a new division of dividend/divisor; done goes high for one cycle when
// quotient and remainder are valid. Division by zero returns quotient 8'hFF and remainder = dividend.
module addax_divider #(
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
    output reg          done
);
    reg [W-1:0] q_r;
    reg [W:0]   rem_r;
    reg [W-1:0] dvs_r;
    reg [3:0]   count;

    wire [W:0] shifted = {rem_r[W-1:0], q_r[W-1]};
    wire [W:0] trial   = shifted - {1'b0, dvs_r};

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            q_r       <= {W{1'b0}};
            rem_r     <= {(W+1){1'b0}};
            dvs_r     <= {W{1'b0}};
            count     <= 4'd0;
            busy      <= 1'b0;
            done      <= 1'b0;
            quotient  <= {W{1'b0}};
            remainder <= {W{1'b0}};
        end else begin
            done <= 1'b0;
            if (start && !busy) begin
                q_r   <= dividend;
                rem_r <= {(W+1){1'b0}};
                dvs_r <= divisor;
                count <= W;
                busy  <= 1'b1;
            end else if (busy) begin
                if (trial[W]) begin
                    rem_r <= shifted;
                    q_r   <= {q_r[W-2:0], 1'b0};
                end else begin
                    rem_r <= trial;
                    q_r   <= {q_r[W-2:0], 1'b1};
                end
                count <= count - 4'd1;
                if (count == 4'd1) begin
                    busy <= 1'b0;
                    done <= 1'b1;
                    quotient  <= trial[W] ? {q_r[W-2:0], 1'b0} : {q_r[W-2:0], 1'b1};
                    remainder <= trial[W] ? shifted[W-1:0] : trial[W-1:0];
                end
            end
        end
    end
endmodule
