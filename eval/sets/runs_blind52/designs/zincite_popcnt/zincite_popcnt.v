// zincite_popcnt: registered 16-bit population count built as an explicit adder tree.
// Stage 1 adds bit pairs, stage 2 nibbles, stage 3 bytes, stage 4 the final sum (0..16).
// Ports: clk, rst_n, in_valid, din[15:0], out_valid, ones[4:0], all_zero, all_ones.
module zincite_popcnt (
    input  wire        clk,
    input  wire        rst_n,
    input  wire        in_valid,
    input  wire [15:0] din,
    output reg         out_valid,
    output reg  [4:0]  ones,
    output reg         all_zero,
    output reg         all_ones
);
    reg  [15:0] din_q;
    reg         v_q;

    // adder tree
    wire [15:0] s1;  // 8 x 2-bit
    wire [11:0] s2;  // 4 x 3-bit
    wire [7:0]  s3;  // 2 x 4-bit
    wire [4:0]  s4;

    genvar g;
    generate
        for (g = 0; g < 8; g = g + 1) begin : pair
            assign s1[2*g+1:2*g] = din_q[2*g] + din_q[2*g+1];
        end
        for (g = 0; g < 4; g = g + 1) begin : nib
            assign s2[3*g+2:3*g] = s1[4*g+1:4*g] + s1[4*g+3:4*g+2];
        end
        for (g = 0; g < 2; g = g + 1) begin : byt
            assign s3[4*g+3:4*g] = s2[6*g+2:6*g] + s2[6*g+5:6*g+3];
        end
    endgenerate
    assign s4 = s3[3:0] + s3[7:4];

    always @(posedge clk or negedge rst_n)
        if (!rst_n) begin
            din_q     <= 16'd0;
            v_q       <= 1'b0;
            out_valid <= 1'b0;
            ones      <= 5'd0;
            all_zero  <= 1'b0;
            all_ones  <= 1'b0;
        end else begin
            din_q     <= din;
            v_q       <= in_valid;
            out_valid <= v_q;
            ones      <= s4;
            all_zero  <= (s4 == 5'd0);
            all_ones  <= (s4 == 5'd16);
        end
endmodule
