// dandelion_spim: SPI master, mode 0 (CPOL=0, CPHA=0), MSB first, 8-bit frames
// Sub-modules: dandelion_sclkgen (SCLK divider, DIV system clocks per half period), dandelion_shifter (tx/rx shift register)
// Ports: clk, rst_n, start, tx_byte, rx_byte, done (1-cycle pulse), busy, sclk, mosi, miso, cs_n
module dandelion_sclkgen #(
    parameter DIV = 4
) (
    input  wire clk,
    input  wire rst_n,
    input  wire run,
    output reg  sclk,
    output wire rise,
    output wire fall
);
    reg [7:0] cnt;
    wire tick = (cnt == DIV - 1);
    assign rise = run && tick && !sclk;
    assign fall = run && tick &&  sclk;
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            cnt  <= 8'd0;
            sclk <= 1'b0;
        end else if (!run) begin
            cnt  <= 8'd0;
            sclk <= 1'b0;
        end else begin
            cnt <= tick ? 8'd0 : cnt + 1'b1;
            if (tick)
                sclk <= ~sclk;
        end
    end
endmodule

module dandelion_shifter (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       load,
    input  wire [7:0] din,
    input  wire       sample,   // sclk rising edge: capture miso
    input  wire       shift,    // sclk falling edge: present next bit
    input  wire       miso,
    output wire       mosi,
    output reg  [7:0] rx
);
    reg [7:0] tx;
    assign mosi = tx[7];
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            tx <= 8'd0;
            rx <= 8'd0;
        end else begin
            if (load)
                tx <= din;
            else if (shift)
                tx <= {tx[6:0], 1'b0};
            if (sample)
                rx <= {rx[6:0], miso};
        end
    end
endmodule

module dandelion_spim #(
    parameter DIV = 4
) (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       start,
    input  wire [7:0] tx_byte,
    output wire [7:0] rx_byte,
    output reg        done,
    output wire       busy,
    output wire       sclk,
    output wire       mosi,
    input  wire       miso,
    output wire       cs_n
);
    reg       run;
    reg [3:0] edges;
    wire      rise, fall;

    assign busy = run;
    assign cs_n = ~run;

    dandelion_sclkgen #(.DIV(DIV)) u_clk (
        .clk(clk), .rst_n(rst_n), .run(run), .sclk(sclk), .rise(rise), .fall(fall));

    dandelion_shifter u_sh (
        .clk(clk), .rst_n(rst_n), .load(start && !run), .din(tx_byte),
        .sample(rise), .shift(fall), .miso(miso), .mosi(mosi), .rx(rx_byte));

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            run   <= 1'b0;
            edges <= 4'd0;
            done  <= 1'b0;
        end else begin
            done <= 1'b0;
            if (start && !run) begin
                run   <= 1'b1;
                edges <= 4'd0;
            end else if (run && fall) begin
                edges <= edges + 1'b1;
                if (edges == 4'd7) begin
                    run  <= 1'b0;
                    done <= 1'b1;
                end
            end
        end
    end
endmodule
