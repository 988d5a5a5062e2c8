// Parameterized signed multiply-accumulate unit with a registered product stage and a clearable accumulator.
module pelican_mac #(
    parameter WIDTH = 8,
    parameter ACC_EXTRA = 4
) (
    input  wire                          clk,
    input  wire                          rst,
    input  wire                          clr,
    input  wire                          en,
    input  wire signed [WIDTH-1:0]       a,
    input  wire signed [WIDTH-1:0]       b,
    output reg  signed [2*WIDTH+ACC_EXTRA-1:0] acc,
    output reg                           ovf
);
    reg signed [2*WIDTH-1:0] prod_q;
    reg                      en_q;
    wire signed [2*WIDTH+ACC_EXTRA-1:0] prod_ext = {{ACC_EXTRA{prod_q[2*WIDTH-1]}}, prod_q};
    wire signed [2*WIDTH+ACC_EXTRA:0]   sum = {acc[2*WIDTH+ACC_EXTRA-1], acc} + {prod_ext[2*WIDTH+ACC_EXTRA-1], prod_ext};

    always @(posedge clk) begin
        if (rst) begin
            prod_q <= 0;
            en_q   <= 1'b0;
        end else begin
            prod_q <= a * b;
            en_q   <= en;
        end
    end

    always @(posedge clk) begin
        if (rst || clr) begin
            acc <= 0;
            ovf <= 1'b0;
        end else if (en_q) begin
            acc <= sum[2*WIDTH+ACC_EXTRA-1:0];
            if (sum[2*WIDTH+ACC_EXTRA] != sum[2*WIDTH+ACC_EXTRA-1])
                ovf <= 1'b1;
        end
    end
endmodule
