// rosella_spimaster: SPI master, mode 0 (CPOL=0, CPHA=0), MSB first, one 8-bit transfer per start.
// Built from rosella_clkdiv (SCLK edge strobes) and rosella_shifter (shared TX/RX shift register).
// Parameter HALF_DIV: system clocks per SCLK half period (default 4).
// Ports: start + tx_byte begin a transfer; rx_byte/done are valid when done pulses; cs_n low during a transfer.
module rosella_spimaster #(
    parameter HALF_DIV = 4
) (
    input  wire       clk,
    input  wire       rst,
    input  wire       start,
    input  wire [7:0] tx_byte,
    output wire [7:0] rx_byte,
    output reg        done,
    output reg        cs_n,
    output reg        sclk,
    output wire       mosi,
    input  wire       miso
);
    wire rise_stb, fall_stb;
    reg  active;
    reg  [3:0] edges;        // rising edges seen in this transfer
    reg  [7:0] rx_hold;

    rosella_clkdiv #(.HALF_DIV(HALF_DIV)) u_div (
        .clk(clk), .rst(rst), .run(active), .sclk(sclk),
        .rise_stb(rise_stb), .fall_stb(fall_stb));

    rosella_shifter u_sh (
        .clk(clk), .rst(rst), .load(start & ~active), .din(tx_byte),
        .sample(rise_stb), .shift(fall_stb), .miso(miso),
        .mosi(mosi), .dout(rx_byte_int));

    wire [7:0] rx_byte_int;
    assign rx_byte = rx_hold;

    always @(posedge clk) begin
        if (rst) begin
            active  <= 1'b0;
            cs_n    <= 1'b1;
            sclk    <= 1'b0;
            edges   <= 4'd0;
            done    <= 1'b0;
            rx_hold <= 8'h00;
        end else begin
            done <= 1'b0;
            if (start && !active) begin
                active <= 1'b1;
                cs_n   <= 1'b0;
                edges  <= 4'd0;
            end else if (active) begin
                if (rise_stb) begin
                    sclk  <= 1'b1;
                    edges <= edges + 1'b1;
                    if (edges == 4'd7) begin
                        // end of transfer: capture the received byte
                        rx_hold <= rx_byte_int;
                        active  <= 1'b0;
                        cs_n    <= 1'b1;
                        done    <= 1'b1;
                    end
                end
                if (fall_stb)
                    sclk <= 1'b0;
            end else begin
                sclk <= 1'b0;
            end
        end
    end
endmodule
