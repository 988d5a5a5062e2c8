// fossa_mac: two-stage pipelined signed 8x8 multiply-accumulate with 20-bit accumulator and saturation flag
module fossa_mac (
    input  wire               clk,
    input  wire               rst,
    input  wire               en,
    input  wire               acc_clr,
    input  wire signed [7:0]  a,
    input  wire signed [7:0]  b,
    output reg  signed [19:0] acc,
    output reg                ovf
);
    reg signed [15:0] prod;
    reg               en_d, clr_d;
    wire signed [20:0] sum = {acc[19], acc} + {{5{prod[15]}}, prod};

    always @(posedge clk) begin
        if (rst) begin
            prod  <= 16'sd0;
            en_d  <= 1'b0;
            clr_d <= 1'b0;
        end else begin
            prod  <= a * b;
            en_d  <= en;
            clr_d <= acc_clr;
        end
    end

    always @(posedge clk) begin
        if (rst || clr_d) begin
            acc <= 20'sd0;
            ovf <= 1'b0;
        end else if (en_d) begin
            if (sum[20] != sum[19]) begin
                acc <= sum[20] ? 20'sh80000 : 20'sh7FFFF;
                ovf <= 1'b1;
            end else begin
                acc <= sum[19:0];
            end
        end
    end
endmodule
