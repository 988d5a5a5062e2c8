// samphire_avg: 4-tap moving-average filter for 8-bit unsigned samples
// A 4-deep sample shift register feeds an adder tree; y = (x[n] + x[n-1] + x[n-2] + x[n-3]) / 4
// (truncated). valid_in qualifies samples; valid_out follows one cycle later.
// Ports: clk, rst_n, valid_in, x[7:0], valid_out, y[7:0], sum[9:0] (full-precision sum)
module samphire_avg (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       valid_in,
    input  wire [7:0] x,
    output reg        valid_out,
    output wire [7:0] y,
    output reg  [9:0] sum
);
    reg [7:0] tap0, tap1, tap2, tap3;

    wire [8:0] s01 = tap0 + tap1;
    wire [8:0] s23 = tap2 + tap3;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            tap0 <= 8'd0; tap1 <= 8'd0; tap2 <= 8'd0; tap3 <= 8'd0;
            sum <= 10'd0;
            valid_out <= 1'b0;
        end else begin
            valid_out <= valid_in;
            if (valid_in) begin
                tap0 <= x;
                tap1 <= tap0;
                tap2 <= tap1;
                tap3 <= tap2;
            end
            sum <= s01 + s23;
        end
    end

    assign y = sum[9:2];
endmodule
