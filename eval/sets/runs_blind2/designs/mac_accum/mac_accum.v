// Multiply-accumulate unit: acc += a * b every cycle when enabled.
module mac_accum (
    input  wire        clk,
    input  wire        rst_n,
    input  wire        clr,
    input  wire        en,
    input  wire [7:0]  a,
    input  wire [7:0]  b,
    output reg  [23:0] acc
);
    reg [7:0] a_q, b_q;
    reg       en_q;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            a_q  <= 8'd0;
            b_q  <= 8'd0;
            en_q <= 1'b0;
        end else begin
            a_q  <= a;
            b_q  <= b;
            en_q <= en;
        end
    end

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n)
            acc <= 24'd0;
        else if (clr)
            acc <= 24'd0;
        else if (en_q)
            acc <= acc + a_q * b_q;
    end
endmodule
