// quahog_div: 8-bit unsigned sequential restoring divider, one quotient bit per clock
// Ports: clk, rst_n, start, dividend[7:0], divisor[7:0], quotient[7:0], remainder[7:0],
//        busy, done (1-cycle pulse when quotient/remainder are valid, 8 clocks after start)
// Divide by zero gives quotient 8'hFF and remainder = dividend.
module quahog_div (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       start,
    input  wire [7:0] dividend,
    input  wire [7:0] divisor,
    output reg  [7:0] quotient,
    output reg  [7:0] remainder,
    output reg        busy,
    output reg        done
);
    reg  [7:0] rem;
    reg  [7:0] quo;
    reg  [7:0] dvs;
    reg  [3:0] cnt;

    // trial subtraction of the divisor from the shifted partial remainder
    wire [8:0] shifted = {rem, quo[7]};
    wire [8:0] diff    = shifted - {1'b0, dvs};
    wire       take    = ~diff[7];

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            rem       <= 8'd0;
            quo       <= 8'd0;
            dvs       <= 8'd0;
            cnt       <= 4'd0;
            busy      <= 1'b0;
            done      <= 1'b0;
            quotient  <= 8'd0;
            remainder <= 8'd0;
        end else begin
            done <= 1'b0;
            if (start && !busy) begin
                rem  <= 8'd0;
                quo  <= dividend;
                dvs  <= divisor;
                cnt  <= 4'd8;
                busy <= 1'b1;
            end else if (busy) begin
                rem <= take ? diff[7:0] : shifted[7:0];
                quo <= {quo[6:0], take};
                cnt <= cnt - 1'b1;
                if (cnt == 4'd1) begin
                    busy      <= 1'b0;
                    done      <= 1'b1;
                    quotient  <= {quo[6:0], take};
                    remainder <= take ? diff[7:0] : shifted[7:0];
                end
            end
        end
    end
endmodule
