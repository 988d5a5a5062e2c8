// mulga_top: small sensor front end = input sampler + 4-tap moving sum + threshold compare
// sub-modules: mulga_sampler (registers the 8-bit sample), mulga_msum (4-tap moving sum),
// mulga_thresh (compares the sum with a programmable limit).
// ports: clk, rst, valid, sample[7:0], limit[9:0] -> sum[9:0], alarm
module mulga_sampler (
    input  wire       clk,
    input  wire       rst,
    input  wire       valid,
    input  wire [7:0] d,
    output reg  [7:0] q,
    output reg        qv
);
    always @(posedge clk) begin
        if (rst) begin q <= 8'd0; qv <= 1'b0; end
        else begin qv <= valid; if (valid) q <= d; end
    end
endmodule

module mulga_msum (
    input  wire       clk,
    input  wire       rst,
    input  wire       v,
    input  wire [7:0] x,
    output reg  [9:0] sum
);
    reg [7:0] t0, t1, t2, t3;
    always @(posedge clk) begin
        if (rst) begin t0 <= 0; t1 <= 0; t2 <= 0; t3 <= 0; sum <= 0; end
        else if (v) begin
            t0 <= x; t1 <= t0; t2 <= t1; t3 <= t2;
            sum <= x + t0 + t1 + t2;
        end
    end
endmodule

module mulga_thresh (
    input  wire       clk,
    input  wire       rst,
    input  wire [9:0] sum,
    input  wire [9:0] limit,
    output reg        alarm
);
    always @(posedge clk) begin
        if (rst) alarm <= 1'b0;
        else     alarm <= (sum > limit);
    end
endmodule

module mulga_top (
    input  wire       clk,
    input  wire       rst,
    input  wire       valid,
    input  wire [7:0] sample,
    input  wire [9:0] limit,
    output wire [9:0] sum,
    output wire       alarm
);
    wire [7:0] s;
    wire       sv;
    mulga_sampler u_samp (.clk(clk), .rst(rst), .valid(valid), .d(sample), .q(s), .qv(sv));
    mulga_msum    u_sum  (.clk(clk), .rst(rst), .v(sv), .x(s), .sum(sum));
    mulga_thresh  u_thr  (.clk(clk), .rst(rst), .sum(sum), .limit(limit), .alarm(alarm));
endmodule
