// thrush_div: 8-bit unsigned restoring divider, one quotient bit per clock
// Ports: clk, rst, start, dividend[7:0], divisor[7:0], quotient, remainder, done
module thrush_div (
    input  wire       clk,
    input  wire       rst,
    input  wire       start,
    input  wire [7:0] dividend,
    input  wire [7:0] divisor,
    output reg  [7:0] quotient,
    output reg  [7:0] remainder,
    output reg        done
);
    reg [3:0] step;
    reg [7:0] dvs;
    reg       busy;
    wire [8:0] trial = {remainder, quotient[7]} - {1'b0, dvs};
    always @(posedge clk) begin
        if (rst) begin
            busy <= 0; done <= 0; step <= 0; quotient <= 0; remainder <= 0; dvs <= 0;
        end else if (start && !busy) begin
            busy <= 1; done <= 0; step <= 4'd8;
            quotient <= dividend; remainder <= 0; dvs <= divisor;
        end else if (busy) begin
            if (trial[8]) begin
                remainder <= {remainder[6:0], quotient[7]};
                quotient  <= {quotient[6:0], 1'b0};
            end else begin
                remainder <= trial[7:0];
                quotient  <= {quotient[6:0], 1'b1};
            end
            step <= step - 1'b1;
            if (step == 4'd1) begin busy <= 0; done <= 1; end
        end else
            done <= 0;
    end
endmodule
