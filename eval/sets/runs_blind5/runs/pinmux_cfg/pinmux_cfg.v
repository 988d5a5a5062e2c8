// Pad multiplexer with a configuration register.
// The per-pad function decode is written combinationally and is
// incomplete for some select codes, so it holds its old value there.
module pinmux_cfg (
    input            pclk,
    input            presetn,
    input            cfg_we,
    input      [7:0] cfg_wdata,
    input      [3:0] gpio_out,
    input            uart_tx,
    input            spi_sck,
    input            spi_mosi,
    input            pwm0,
    input            pwm1,
    output reg [3:0] pad_out,
    output reg [3:0] pad_oe
);
    reg [7:0] cfg;   // two select bits per pad

    always @(posedge pclk or negedge presetn)
        if (!presetn)    cfg <= 8'h00;
        else if (cfg_we) cfg <= cfg_wdata;

    // pad 0 / pad 1: full decode
    always @* begin
        case (cfg[1:0])
            2'd0: begin pad_out[0] = gpio_out[0]; pad_oe[0] = 1'b1; end
            2'd1: begin pad_out[0] = uart_tx;     pad_oe[0] = 1'b1; end
            2'd2: begin pad_out[0] = pwm0;        pad_oe[0] = 1'b1; end
            default: begin pad_out[0] = 1'b0;     pad_oe[0] = 1'b0; end
        endcase
        case (cfg[3:2])
            2'd0: begin pad_out[1] = gpio_out[1]; pad_oe[1] = 1'b1; end
            2'd1: begin pad_out[1] = spi_sck;     pad_oe[1] = 1'b1; end
            2'd2: begin pad_out[1] = pwm1;        pad_oe[1] = 1'b1; end
            default: begin pad_out[1] = 1'b0;     pad_oe[1] = 1'b0; end
        endcase
    end

    // pad 2 / pad 3: code 3 was "reserved" and left out -> latches
    always @* begin
        case (cfg[5:4])
            2'd0: begin pad_out[2] = gpio_out[2]; pad_oe[2] = 1'b1; end
            2'd1: begin pad_out[2] = spi_mosi;    pad_oe[2] = 1'b1; end
            2'd2: begin pad_out[2] = pwm0;        pad_oe[2] = 1'b0; end
        endcase
        if (cfg[7:6] == 2'd0)
            pad_out[3] = gpio_out[3];
        else if (cfg[7:6] == 2'd1)
            pad_out[3] = pwm1;
        pad_oe[3] = (cfg[7:6] != 2'd3);
    end
endmodule
