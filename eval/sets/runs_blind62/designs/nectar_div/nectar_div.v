// nectar_div: 8-bit unsigned sequential restoring divider, one quotient bit per clock
// Ports: start latches dividend/divisor; busy high for 8 cycles; quotient/remainder valid on done.
// Division by zero gives quotient 8'hFF and remainder = dividend.
module nectar_div (
    input  wire       clk,
    input  wire       rst,
    input  wire       start,
    input  wire [7:0] dividend,
    input  wire [7:0] divisor,
    output reg  [7:0] quotient,
    output reg  [7:0] remainder,
    output reg        busy,
    output reg        done
);
    reg [7:0] dvs;
    reg [8:0] rem;
    reg [7:0] quo;
    reg [3:0] cnt;
    wire [8:0] trial = {rem[7:0], quo[7]} - {1'b0, dvs};
    always @(posedge clk) begin
        if (rst) begin
            busy <= 1'b0; done <= 1'b0; cnt <= 4'd0;
            rem <= 9'd0; quo <= 8'd0; dvs <= 8'd0;
            quotient <= 8'd0; remainder <= 8'd0;
        end else begin
            done <= 1'b0;
            if (start && !busy) begin
                busy <= 1'b1; cnt <= 4'd0;
                rem <= 9'd0; quo <= dividend; dvs <= divisor;
            end else if (busy) begin
                if (trial[8]) begin
                    rem <= {rem[7:0], quo[7]};
                    quo <= {quo[6:0], 1'b0};
                end else begin
                    rem <= trial;
                    quo <= {quo[6:0], 1'b1};
                end
                cnt <= cnt + 4'd1;
                if (cnt == 4'd7) begin
                    busy <= 1'b0; done <= 1'b1;
                end
            end
            if (done) begin
                quotient <= quo; remainder <= rem[7:0];
            end
        end
    end
endmodule
