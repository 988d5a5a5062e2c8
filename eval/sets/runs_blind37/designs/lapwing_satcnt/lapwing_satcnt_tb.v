// lapwing_satcnt_tb: self-checking testbench with a behavioural reference model.
`timescale 1ns/1ps
module lapwing_satcnt_tb;
    reg        clk = 0, rst = 1, load = 0, up = 0, down = 0;
    reg  [5:0] load_val = 0;
    wire [5:0] level;
    wire       at_max, at_min;
    integer    model = 0, cyc, errors = 0;

    lapwing_satcnt dut (.clk(clk), .rst(rst), .load(load), .load_val(load_val), .up(up),
                        .down(down), .level(level), .at_max(at_max), .at_min(at_min));
    always #5 clk = ~clk;

    always @(posedge clk) begin
        if (rst) model <= 0;
        else if (load) model <= load_val;
        else if (up && !down && model < 63) model <= model + 1;
        else if (down && !up && model > 0) model <= model - 1;
    end

    initial begin
        repeat (2) @(negedge clk); rst = 0;
        for (cyc = 0; cyc < 400; cyc = cyc + 1) begin
            @(negedge clk);
            if (level !== model[5:0]) begin
                errors = errors + 1;
                if (errors <= 5)
                    $display("ERROR: cycle %0d level=%0d expected %0d (up=%b down=%b)", cyc, level, model, up, down);
            end
            load = ($random % 50) == 0;
            load_val = $random;
            up   = (cyc < 120) ? ($random % 4 != 0) : (cyc < 260 ? ($random % 5 == 0) : $random);
            down = (cyc < 120) ? ($random % 6 == 0) : (cyc < 260 ? ($random % 4 != 0) : $random);
        end
        $display("lapwing_satcnt_tb: %0d cycles, %0d mismatches", cyc, errors);
        if (errors == 0) $display("TEST PASSED");
        else $display("TEST FAILED (%0d mismatches)", errors);
        $finish;
    end
endmodule
