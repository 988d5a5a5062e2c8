// wolfram_norm: combinational 16-bit normalizer: leading-zero count plus left shift so the MSB is set
module wolfram_norm (
    input  wire [15:0] din,
    output reg  [15:0] dout,
    output reg  [4:0]  lz,
    output wire        zero
);
    integer i;
    reg found;

    assign zero = (din == 16'd0);

    always @(*) begin
        lz = 5'd16;
        found = 1'b0;
        for (i = 15; i >= 0; i = i - 1) begin
            if (!found && din[i]) begin
                lz = 15 - i;
                found = 1'b1;
            end
        end
        dout = din << lz[3:0];
        if (zero) dout = 16'd0;
    end
endmodule
