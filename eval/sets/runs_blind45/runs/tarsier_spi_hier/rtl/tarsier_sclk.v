// tarsier_sclk: SPI serial clock generator (divides clk by 2*(DIV+1)), used by tarsier_spi
module tarsier_sclk #(
    parameter DIV = 3
) (
    input  wire clk,
    input  wire rst,
    input  wire run,
    output reg  sclk,
    output reg  rise,   // one-clock strobe before sclk goes high
    output reg  fall    // one-clock strobe before sclk goes low
);
    reg [7:0] cnt;
    always @(posedge clk) begin
        rise <= 1'b0;
        fall <= 1'b0;
        if (rst || !run) begin
            cnt  <= 8'd0;
            sclk <= 1'b0;
        end else if (cnt == DIV) begin
            cnt  <= 8'd0;
            sclk <= ~sclk;
            if (sclk) fall <= 1'b1; else rise <= 1'b1;
        end else begin
            cnt <= cnt + 8'd1;
        end
    end
endmodule
