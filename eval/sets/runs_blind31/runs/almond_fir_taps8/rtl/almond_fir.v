// almond_fir: transposed-form FIR filter with programmable tap count, signed samples, saturating output
module almond_fir #(
    parameter W    = 10,
    parameter TAPS = 4
) (
    input  wire                clk,
    input  wire                rst_n,
    input  wire                in_valid,
    input  wire signed [W-1:0] in_sample,
    output reg                 out_valid,
    output reg  signed [W-1:0] out_sample
);
    // fixed coefficients (Q1.5), symmetric low-pass
    function signed [6:0] coef;
        input integer k;
        begin
            case (k % 4)
                0: coef = 7'sd5;
                1: coef = 7'sd11;
                2: coef = 7'sd11;
                default: coef = 7'sd5;
            endcase
        end
    endfunction

    localparam AW = W + 7 + 3;
    reg signed [AW-1:0] acc [0:TAPS-1];
    integer i;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            for (i = 0; i < TAPS; i = i + 1)
                acc[i] <= {AW{1'b0}};
            out_valid <= 1'b0;
        end else begin
            out_valid <= in_valid;
            if (in_valid) begin
                for (i = 0; i < TAPS - 1; i = i + 1)
                    acc[i] <= acc[i+1] + in_sample * coef(i);
                acc[TAPS-1] <= in_sample * coef(TAPS - 1);
            end
        end
    end

    // scale back by 2^5 and saturate to W bits
    wire signed [AW-1:0] scaled = acc[0] >>> 5;
    localparam signed [AW-1:0] MAXV = (1 <<< (W - 1)) - 1;
    localparam signed [AW-1:0] MINV = -(1 <<< (W - 1));
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n)
            out_sample <= {W{1'b0}};
        else if (scaled > MAXV)
            out_sample <= MAXV[W-1:0];
        else if (scaled < MINV)
            out_sample <= MINV[W-1:0];
        else
            out_sample <= scaled[W-1:0];
    end
endmodule
