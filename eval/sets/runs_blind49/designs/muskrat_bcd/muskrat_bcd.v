// muskrat_bcd: registered 8-bit binary to 3-digit BCD converter (double dabble, fully combinational core)
// bin is registered on the rising edge, converted by the shift-add-3 network, and the
// BCD result {hundreds, tens, ones} is registered again, so the core is one reg-to-reg stage.
module muskrat_bcd (
    input  wire       clk,
    input  wire [7:0] bin,
    output reg  [3:0] hundreds,
    output reg  [3:0] tens,
    output reg  [3:0] ones
);
    reg [7:0]  bin_q;
    reg [19:0] sh;      // {hundreds, tens, ones, bin}
    integer    i;

    always @(posedge clk)
        bin_q <= bin;

    always @* begin
        sh = {12'd0, bin_q};
        for (i = 0; i < 8; i = i + 1) begin
            if (sh[11:8]  >= 4'd5) sh[11:8]  = sh[11:8]  + 4'd3;
            if (sh[15:12] >= 4'd5) sh[15:12] = sh[15:12] + 4'd3;
            if (sh[19:16] >= 4'd5) sh[19:16] = sh[19:16] + 4'd3;
            sh = sh << 1;
        end
    end

    always @(posedge clk) begin
        hundreds <= sh[19:16];
        tens     <= sh[15:12];
        ones     <= sh[11:8];
    end
endmodule
