// xb_mux: one-hot selected 4:1 data mux for a crossbar target port
module xb_mux #(
    parameter W = 16
) (
    input  wire [3:0]   sel,
    input  wire [W-1:0] d0,
    input  wire [W-1:0] d1,
    input  wire [W-1:0] d2,
    input  wire [W-1:0] d3,
    output wire [W-1:0] q
);
    assign q = ({W{sel[0]}} & d0) | ({W{sel[1]}} & d1) |
               ({W{sel[2]}} & d2) | ({W{sel[3]}} & d3);
endmodule
