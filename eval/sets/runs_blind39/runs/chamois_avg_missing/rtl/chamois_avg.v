// chamois_avg: 4-tap moving-average filter for signed 10-bit samples
// A 4-deep sample delay line feeds a tree of saturating adders (chamois_sat, in
// chamois_sat.v); the 12-bit sum is divided by 4 with an arithmetic shift.
// Ports: clk, rst, in_valid, sample[9:0] (signed), out_valid, avg[9:0] (signed).
module chamois_avg (
    input  wire              clk,
    input  wire              rst,
    input  wire              in_valid,
    input  wire signed [9:0] sample,
    output reg               out_valid,
    output reg  signed [9:0] avg
);
    reg signed [9:0] d0, d1, d2, d3;
    wire signed [10:0] s01, s23;
    wire signed [11:0] s_all;

    chamois_sat #(.W(11)) u_add01 (.a({d0[9], d0}), .b({d1[9], d1}), .y(s01));
    chamois_sat #(.W(11)) u_add23 (.a({d2[9], d2}), .b({d3[9], d3}), .y(s23));
    chamois_sat #(.W(12)) u_addall (.a({s01[10], s01}), .b({s23[10], s23}), .y(s_all));

    always @(posedge clk) begin
        if (rst) begin
            d0 <= 10'sd0; d1 <= 10'sd0; d2 <= 10'sd0; d3 <= 10'sd0;
            out_valid <= 1'b0;
            avg <= 10'sd0;
        end else begin
            out_valid <= in_valid;
            if (in_valid) begin
                d0 <= sample;
                d1 <= d0;
                d2 <= d1;
                d3 <= d2;
            end
            avg <= s_all >>> 2;
        end
    end
endmodule
