// oregano_timer: 16-bit programmable interval timer with prescaler, auto-reload and an
// interrupt flag cleared by writing irq_ack. Ports: clk, rst_n, cfg_we, cfg_reload, cfg_presc,
// enable, irq_ack -> irq, cur.
module oregano_timer (
    input  wire        clk,
    input  wire        rst_n,
    input  wire        cfg_we,
    input  wire [15:0] cfg_reload,
    input  wire [3:0]  cfg_presc,
    input  wire        enable,
    input  wire        irq_ack,
    output reg         irq,
    output reg  [15:0] cur
);
    reg [15:0] reload;
    reg [3:0]  presc;
    reg [3:0]  pcnt;
    wire       ptick = (pcnt == presc);

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            reload <= 16'hFFFF;
            presc  <= 4'd0;
        end else if (cfg_we) begin
            reload <= cfg_reload;
            presc  <= cfg_presc;
        end
    end

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n)
            pcnt <= 4'd0;
        else if (!enable || ptick)
            pcnt <= 4'd0;
        else
            pcnt <= pcnt + 1'b1;
    end

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            cur <= 16'hFFFF;
            irq <= 1'b0;
        end else begin
            if (irq_ack) irq <= 1'b0;
            if (enable && ptick) begin
                if (cur == 16'd0) begin
                    cur <= reload;
                    irq <= 1'b1;
                end else begin
                    cur <= cur - 1'b1;
                end
            end
        end
    end
endmodule
