// fletcher16 -- streaming Fletcher-16 checksum.
// Every cycle with in_vld high folds one byte into two running sums kept modulo 255:
// s1 = s1 + byte, s2 = s2 + (new s1). The checksum output is {s2, s1}. Both modulo
// corrections sit in one cycle, so the s2 path is two adders plus two compare/subtract
// stages deep. clr restarts a block; nbytes counts the bytes folded in since then.
module fletcher16 (
    input             clk,
    input             rst,
    input             clr,
    input             in_vld,
    input      [7:0]  in_byte,
    output     [15:0] csum,
    output reg [15:0] nbytes
);
    reg  [7:0] s1, s2;
    wire [8:0] t1 = {1'b0, s1} + {1'b0, in_byte};
    wire [7:0] n1 = (t1 >= 9'd255) ? (t1 - 9'd255) : t1[7:0];
    wire [8:0] t2 = {1'b0, s2} + {1'b0, n1};
    wire [7:0] n2 = (t2 >= 9'd255) ? (t2 - 9'd255) : t2[7:0];

    always @(posedge clk) begin
        if (rst || clr) begin
            s1     <= 8'd0;
            s2     <= 8'd0;
            nbytes <= 16'd0;
        end else if (in_vld) begin
            s1     <= n1;
            s2     <= n2;
            nbytes <= nbytes + 16'd1;
        end
    end

    assign csum = {s2, s1};
endmodule
