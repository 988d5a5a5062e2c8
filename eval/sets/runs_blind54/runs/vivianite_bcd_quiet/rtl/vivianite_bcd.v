// vivianite_bcd: 12-bit binary to 4-digit BCD converter (double dabble, fully combinational)
// with registered input and registered BCD output (two-stage pipeline, latency 2 cycles).
// Inputs above 4095 cannot occur; ovr flags values above 9999 (never set for 12-bit input,
// kept for the 14-bit variant of the block).
module vivianite_bcd (
    input  wire        clk,
    input  wire        rst,
    input  wire [11:0] bin,
    output reg  [15:0] bcd,
    output reg         ovr
);
    reg [11:0] bin_q;
    reg [27:0] sh;
    integer i;

    always @(posedge clk) begin
        if (rst) bin_q <= 12'd0;
        else     bin_q <= bin;
    end

    always @(*) begin
        sh = {16'd0, bin_q};
        for (i = 0; i < 12; i = i + 1) begin
            if (sh[15:12] >= 4'd5) sh[15:12] = sh[15:12] + 4'd3;
            if (sh[19:16] >= 4'd5) sh[19:16] = sh[19:16] + 4'd3;
            if (sh[23:20] >= 4'd5) sh[23:20] = sh[23:20] + 4'd3;
            if (sh[27:24] >= 4'd5) sh[27:24] = sh[27:24] + 4'd3;
            sh = sh << 1;
        end
    end

    always @(posedge clk) begin
        if (rst) begin
            bcd <= 16'd0;
            ovr <= 1'b0;
        end else begin
            bcd <= sh[27:12];
            ovr <= (bin_q > 12'd9999);
        end
    end
endmodule
