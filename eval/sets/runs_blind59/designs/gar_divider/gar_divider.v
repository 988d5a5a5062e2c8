// gar_divider: 8-bit unsigned restoring divider, one quotient bit per clock (8 cycles)
// ports: clk, rst, start, dividend, divisor -> quotient, remainder, done
module gar_divider (
    input  wire       clk,
    input  wire       rst,
    input  wire       start,
    input  wire [7:0] dividend,
    input  wire [7:0] divisor,
    output reg  [7:0] quotient,
    output reg  [7:0] remainder,
    output reg        done
);
    reg [3:0] count;
    reg [7:0] dsr;
    reg       busy;
    wire [8:0] trial = {remainder, quotient[7]} - {1'b0, dsr};
    always @(posedge clk) begin
        if (rst) begin
            busy <= 1'b0; done <= 1'b0; count <= 4'd0;
            quotient <= 8'd0; remainder <= 8'd0; dsr <= 8'd0;
        end else if (start && !busy) begin
            busy <= 1'b1; done <= 1'b0; count <= 4'd8;
            quotient <= dividend; remainder <= 8'd0; dsr <= divisor;
        end else if (busy) begin
            if (trial[8]) begin
                remainder <= {remainder[6:0], quotient[7]};
                quotient  <= {quotient[6:0], 1'b0};
            end else begin
                remainder <= trial[7:0];
                quotient  <= {quotient[6:0], 1'b1};
            end
            count <= count - 1'b1;
            if (count == 4'd1) begin busy <= 1'b0; done <= 1'b1; end
        end
    end
endmodule
