// benitoite_popcnt: 16-bit population count (number of 1 bits) as a registered adder tree,
// with a parity output and a "majority" flag (more than 8 ones).
// Ports: clk, din[15:0], valid_in, count[4:0], parity, majority, valid_out (two-cycle latency).
module benitoite_popcnt (
    input  wire        clk,
    input  wire [15:0] din,
    input  wire        valid_in,
    output reg  [4:0]  count,
    output reg         parity,
    output reg         majority,
    output reg         valid_out
);
    reg [15:0] din_q;
    reg        v_q;

    // level 1: 2-bit sums of bit pairs
    wire [1:0] s1 [0:7];
    // level 2: 3-bit sums of nibbles
    wire [2:0] s2 [0:3];
    // level 3: 4-bit sums of bytes
    wire [3:0] s3 [0:1];
    genvar g;
    generate
        for (g = 0; g < 8; g = g + 1) begin : l1
            assign s1[g] = din_q[2*g] + din_q[2*g+1];
        end
        for (g = 0; g < 4; g = g + 1) begin : l2
            assign s2[g] = s1[2*g] + s1[2*g+1];
        end
        for (g = 0; g < 2; g = g + 1) begin : l3
            assign s3[g] = s2[2*g] + s2[2*g+1];
        end
    endgenerate
    wire [4:0] total = s3[0] + s3[1];

    always @(posedge clk) begin
        din_q     <= din;
        v_q       <= valid_in;
        count     <= total;
        parity    <= ^din_q;
        majority  <= (total > 5'd8);
        valid_out <= v_q;
    end
endmodule
