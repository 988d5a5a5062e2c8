// tarpon_mac: signed 8x8 multiply-accumulate with a 20-bit accumulator
// Ports: clk, rst (sync), clr (zero the accumulator), en (accumulate a*b this cycle),
//        a[7:0], b[7:0] (signed, registered on input), acc[19:0] (signed), ovf (sticky overflow)
// Pipeline: input registers -> multiply + add -> accumulator register (2-cycle latency).
module tarpon_mac (
    input  wire               clk,
    input  wire               rst,
    input  wire               clr,
    input  wire               en,
    input  wire signed [7:0]  a,
    input  wire signed [7:0]  b,
    output reg  signed [19:0] acc,
    output reg                ovf
);
    reg signed [7:0]  a_q, b_q;
    reg               en_q;
    wire signed [15:0] prod = a_q * b_q;
    wire signed [20:0] sum  = {acc[19], acc} + {{5{prod[15]}}, prod};

    always @(posedge clk) begin
        if (rst) begin
            a_q  <= 8'sd0;
            b_q  <= 8'sd0;
            en_q <= 1'b0;
        end else begin
            a_q  <= a;
            b_q  <= b;
            en_q <= en;
        end
    end

    always @(posedge clk) begin
        if (rst || clr) begin
            acc <= 20'sd0;
            ovf <= 1'b0;
        end else if (en_q) begin
            acc <= sum[19:0];
            if (sum[20] != sum[19])
                ovf <= 1'b1;
        end
    end
endmodule
