// rampion_bcd: 8-bit binary to 3-digit BCD converter (combinational double-dabble), registered in and out.
// Ports: clk, rst, start, bin[7:0] -> hundreds[1:0], tens[3:0], ones[3:0], ready.
module rampion_bcd (
    input  wire       clk,
    input  wire       rst,
    input  wire       start,
    input  wire [7:0] bin,
    output reg  [1:0] hundreds,
    output reg  [3:0] tens,
    output reg  [3:0] ones,
    output reg        ready
);
    reg  [7:0] bin_q;
    reg        start_q;
    reg  [17:0] sh;
    integer i;

    always @(*) begin
        sh = {10'd0, bin_q};
        for (i = 0; i < 8; i = i + 1) begin
            if (sh[11:8]  >= 5) sh[11:8]  = sh[11:8]  + 3;
            if (sh[15:12] >= 5) sh[15:12] = sh[15:12] + 3;
            sh = sh << 1;
        end
    end

    always @(posedge clk) begin
        if (rst) begin
            bin_q    <= 8'd0;
            start_q  <= 1'b0;
            hundreds <= 2'd0;
            tens     <= 4'd0;
            ones     <= 4'd0;
            ready    <= 1'b0;
        end else begin
            start_q <= start;
            if (start)
                bin_q <= bin;
            ready <= start_q;
            if (start_q) begin
                hundreds <= sh[17:16];
                tens     <= sh[15:12];
                ones     <= sh[11:8];
            end
        end
    end
endmodule
